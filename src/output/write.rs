//! Output files, written atomically: a reader sees either the old file or the whole new one,
//! never a half-written file.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: into a temporary file in the same directory (so the final
/// rename stays on one file system), flushed and `fsync`ed, then renamed over `path`. On Unix the
/// directory is `fsync`ed too, so the rename itself survives a crash.
///
/// A path without a directory part is written in the current directory. A symbolic link is
/// followed: the file it points to is replaced, the link stays. A path that exists and is neither
/// a regular file nor a directory (a device such as `/dev/null`, a named pipe) is written to
/// directly, as there is no file to replace. The temporary file is removed when anything fails. A
/// replaced file keeps its read, write and execute permissions (not set-user-id, set-group-id or
/// sticky bits, nor its owner, and a hard link to it keeps the old contents); a new file gets
/// those of any newly created file (`0o666` less the umask on Unix).
///
/// # Errors
/// Any I/O error: the directory does not exist or is not writable, the disk is full, `path` is a
/// directory, a link loop, …; `path` is then left as it was.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let p = dir.path().join("board.json");
/// savanna::output::write::write_atomic(&p, b"{}\n").unwrap();
/// assert_eq!(std::fs::read(&p).unwrap(), b"{}\n");
/// ```
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomic_with(path, |w| w.write_all(bytes))
}

/// [`write_atomic`], with the contents written by `fill` into a buffered writer on the temporary
/// file, so that large outputs are streamed rather than built in memory first. When `fill`
/// fails, the temporary file is removed and `path` is left as it was.
///
/// # Errors
/// As [`write_atomic`], and the first error `fill` returns.
///
/// ```
/// use std::io::Write;
/// let dir = tempfile::tempdir().unwrap();
/// let p = dir.path().join("n.txt");
/// savanna::output::write::write_atomic_with(&p, |w| (0..3).try_for_each(|i| writeln!(w, "{i}"))).unwrap();
/// assert_eq!(std::fs::read_to_string(&p).unwrap(), "0\n1\n2\n");
/// ```
pub fn write_atomic_with(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    match stage(path, fill)? {
        Some(staged) => staged.commit(),
        None => Ok(()),
    }
}

/// Writes several files atomically as a set (the pages of one sheet): every file is first
/// written to its temporary file, and only when all are written are they renamed into place; so
/// a failure part-way (a full disk on page 5) leaves none of the new files behind and every
/// existing file as it was. A rename that fails after others succeeded removes the files
/// already renamed.
///
/// # Errors
/// As [`write_atomic`], for the first file that fails.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let (a, b) = (dir.path().join("a.svg"), dir.path().join("b.svg"));
/// savanna::output::write::write_atomic_all(&[(a.as_path(), b"1".as_slice()), (b.as_path(), b"2".as_slice())]).unwrap();
/// assert_eq!(std::fs::read(&b).unwrap(), b"2");
/// ```
pub fn write_atomic_all(files: &[(&Path, &[u8])]) -> std::io::Result<()> {
    let mut staged = Vec::with_capacity(files.len());
    for (path, bytes) in files {
        if let Some(s) = stage(path, |w| w.write_all(bytes))? {
            staged.push(s);
        }
    }
    let mut done: Vec<PathBuf> = Vec::new();
    for s in staged {
        let path = s.path.clone();
        if let Err(e) = s.commit() {
            for p in &done {
                let _ = std::fs::remove_file(p);
            }
            return Err(e);
        }
        done.push(path);
    }
    Ok(())
}

/// Checks, before any work, that [`write_atomic`] could write `path`: a temporary file is
/// created beside it (where links lead) and removed at once. A device or a pipe is not opened
/// (opening a pipe would wait for its reader): it is taken as writable.
///
/// # Errors
/// The error creating the temporary file would give: the folder does not exist, is not
/// writable, or is on a file system that takes no files (`/proc`).
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// assert!(savanna::output::write::probe(&dir.path().join("t.bin")).is_ok());
/// assert!(savanna::output::write::probe(&dir.path().join("no/t.bin")).is_err());
/// ```
pub fn probe(path: &Path) -> std::io::Result<()> {
    match target(path)? {
        None => Ok(()),
        Some((_, dir)) => temp_builder()
            .tempfile_in(&dir)
            .map(drop)
            .map_err(without_temp_name),
    }
}

/// Where `path` is written: `None` for a path that names a device or a pipe (written to
/// directly, `/dev/null`, `/dev/stdout` into a pipe); else the file the links lead to and its
/// folder (`.` for a bare name), where the temporary file goes.
fn target(path: &Path) -> std::io::Result<Option<(PathBuf, PathBuf)>> {
    if let Ok(m) = std::fs::metadata(path)
        && !m.is_file()
        && !m.is_dir()
    {
        return Ok(None);
    }
    let file = follow_links(path)?;
    let dir = match file.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    Ok(Some((file, dir)))
}

/// The temporary files' names: `.savanna-XXXXXX.tmp` (hidden, and recognisable if left).
fn temp_builder<'a>() -> tempfile::Builder<'a, 'a> {
    let mut b = tempfile::Builder::new();
    b.prefix(".savanna-").suffix(".tmp");
    b
}

/// A file written to its temporary file, not yet renamed into place.
struct Staged {
    tmp: tempfile::NamedTempFile,
    path: PathBuf,
    dir: PathBuf,
}

impl Staged {
    fn commit(self) -> std::io::Result<()> {
        self.tmp
            .persist(&self.path)
            .map_err(|e| without_temp_name(e.error))?;
        sync_dir(&self.dir);
        Ok(())
    }
}

/// Makes a rename in `dir` durable (unix; best effort: some file systems refuse fsync on
/// directories). Elsewhere nothing: a directory cannot be opened as a file there.
#[cfg(unix)]
fn sync_dir(dir: &Path) {
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) {}

/// The permissions a replacement of a file with `perms` gets: on unix its read/write/execute
/// bits, not set-user-id, set-group-id or sticky (the new file belongs to whoever writes it).
#[cfg(unix)]
fn replacement_permissions(mut perms: std::fs::Permissions) -> std::fs::Permissions {
    use std::os::unix::fs::PermissionsExt;
    perms.set_mode(perms.mode() & 0o777);
    perms
}

#[cfg(not(unix))]
fn replacement_permissions(perms: std::fs::Permissions) -> std::fs::Permissions {
    perms
}

/// An I/O error as the user should read it: tempfile adds the temporary file's name (`at path
/// "/dir/.savanna-Xy12.tmp"`), a name the user never chose and that no longer exists; the
/// message keeps the system's reason only.
fn without_temp_name(e: std::io::Error) -> std::io::Error {
    let kind = e.kind();
    if let Some(src) = e.get_ref().and_then(|inner| inner.source()) {
        return std::io::Error::new(kind, src.to_string());
    }
    // tempfile versions whose path error has no source: keep the text before the path it adds.
    let text = e.to_string();
    match text.find(" at path ") {
        Some(i) if text[i..].contains(".savanna-") => std::io::Error::new(kind, &text[..i]),
        _ => e,
    }
}

/// Writes `fill`'s contents to a temporary file beside `path` (see [`write_atomic_with`]);
/// `None` when `path` is a device or pipe, which is written to directly.
fn stage(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<Option<Staged>> {
    // What the path finally names (links followed by the system): a device or a pipe, e.g.
    // /dev/null or /dev/stdout into a pipe, is opened through the path as given.
    let Some((path, dir)) = target(path)? else {
        let mut f = std::io::BufWriter::new(std::fs::OpenOptions::new().write(true).open(path)?);
        fill(&mut f)?;
        f.flush()?;
        return Ok(None);
    };
    let existing = std::fs::metadata(&path).ok();
    let mut builder = temp_builder();
    match &existing {
        Some(m) if m.is_file() => {
            builder.permissions(replacement_permissions(m.permissions()));
        }
        _ => {
            #[cfg(unix)]
            {
                // Like any newly created file: 0o666 less the umask (tempfile's default is 0o600).
                use std::os::unix::fs::PermissionsExt;
                builder.permissions(std::fs::Permissions::from_mode(0o666));
            }
        }
    }
    let mut tmp = builder.tempfile_in(&dir).map_err(without_temp_name)?;
    {
        // Through the plain file: NamedTempFile's own writes name the temporary file in errors.
        let mut w = std::io::BufWriter::new(tmp.as_file_mut());
        fill(&mut w)?;
        w.flush()?;
    }
    tmp.as_file().sync_all()?;
    Ok(Some(Staged { tmp, path, dir }))
}

/// `path` with every symbolic link at its end followed (the file a link points to, which need
/// not exist yet); at most 40 links, like the operating system.
fn follow_links(path: &Path) -> std::io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = std::fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(std::io::Error::other(format!(
        "too many levels of symbolic links at {}",
        path.display()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_and_leaves_no_temp_files() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out.svg");
        write_atomic(&p, b"first").unwrap();
        write_atomic(&p, b"second").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"second");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1);
    }

    #[test]
    fn failure_keeps_old_file() {
        let dir = tempfile::tempdir().unwrap();
        // Target is a directory: the rename fails, nothing is left behind.
        let target = dir.path().join("sub");
        std::fs::create_dir(&target).unwrap();
        std::fs::write(target.join("x"), b"keep").unwrap();
        assert!(write_atomic(&target, b"data").is_err());
        assert_eq!(std::fs::read(target.join("x")).unwrap(), b"keep");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn permissions_like_a_new_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let plain = dir.path().join("plain");
        std::fs::write(&plain, b"x").unwrap();
        let p = dir.path().join("atomic");
        write_atomic(&p, b"x").unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&p), mode(&plain));
    }

    #[test]
    fn missing_directory_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let e = write_atomic(&dir.path().join("no/such/dir/f"), b"x").unwrap_err();
        // The message names no temporary file (tempfile's error did: `at path ".savanna-…"`).
        assert!(!e.to_string().contains(".savanna-"), "{e}");
        assert_eq!(e.kind(), std::io::ErrorKind::NotFound);
    }

    #[test]
    fn a_set_that_fails_part_way_leaves_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a.svg"), dir.path().join("b.svg"));
        std::fs::write(&b, b"old").unwrap();
        // The third file's folder does not exist: nothing of the set may be written.
        let bad = dir.path().join("missing/c.svg");
        let files: [(&Path, &[u8]); 3] = [(&a, b"1"), (&b, b"2"), (&bad, b"3")];
        assert!(write_atomic_all(&files).is_err());
        assert!(!a.exists());
        assert_eq!(std::fs::read(&b).unwrap(), b"old");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn follows_links_and_writes_devices_directly() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.json");
        std::fs::write(&real, b"old").unwrap();
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink("real.json", &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&real).unwrap(), b"new");
        // A dangling link: the file it names is created.
        let dangling = dir.path().join("dangling.json");
        std::os::unix::fs::symlink("made.json", &dangling).unwrap();
        write_atomic(&dangling, b"made").unwrap();
        assert_eq!(
            std::fs::read(dir.path().join("made.json")).unwrap(),
            b"made"
        );
        // A device is written to, not replaced.
        write_atomic(Path::new("/dev/null"), b"discarded").unwrap();
        let m = std::fs::metadata("/dev/null").unwrap();
        assert!(!m.is_file());
    }

    #[cfg(unix)]
    #[test]
    fn replaced_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out.json");
        std::fs::write(&p, b"x").unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o640)).unwrap();
        write_atomic(&p, b"y").unwrap();
        let mode = std::fs::metadata(&p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640);
    }
}
