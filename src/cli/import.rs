//! `savanna import`: an SVG drawing, or a photo or scan of a board drawn by hand (JPEG, PNG,
//! WebP), turned into a board file (YAML).

use super::io::{Failure, check_output, import_svg, print_stdout};
use super::progress::Reporter;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The options of `savanna import`.
#[derive(clap::Args, Debug)]
pub struct ImportArgs {
    /// The SVG drawing (`.svg`, or `.svgz` compressed; UTF-8, UTF-16 or UTF-32), or a photo or
    /// scan of a board drawn by hand (JPEG, PNG or WebP); `-` reads standard input.
    #[arg(value_name = "FILE")]
    pub svg: PathBuf,
    /// Output board file (YAML). Default (or `-`): standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Photo: the sheet's paper, A0–A5, Letter, Legal or Tabloid (default: recognised from its
    /// aspect ratio; an A-series sheet is read as A4).
    #[arg(long, value_name = "NAME", conflicts_with = "size")]
    pub paper: Option<String>,
    /// Photo: the sheet's (or a frame drawn on the ground's) true size, WIDTHxHEIGHT with mm
    /// (default), cm, m or in: 420x297mm, 3x2m (a size in m writes the board in m).
    #[arg(long, value_name = "WxH")]
    pub size: Option<String>,
    /// Photo: also write the rectified photo with the lines read drawn on it (PNG, or JPEG when
    /// the name ends in .jpg or .jpeg).
    #[arg(long, value_name = "IMAGE")]
    pub overlay: Option<PathBuf>,
}

/// The largest photo file read, bytes (200 MB).
pub const MAX_PHOTO_BYTES: u64 = 200_000_000;

/// Whether `head` (a file's first bytes) starts a JPEG, PNG or WebP file.
fn is_photo(head: &[u8]) -> bool {
    head.starts_with(&[0xff, 0xd8, 0xff])
        || head.starts_with(b"\x89PNG")
        || head.len() >= 12 && &head[..4] == b"RIFF" && &head[8..12] == b"WEBP"
}

/// Whether `path` is named as a photo (`.jpg`, `.jpeg`, `.png`, `.webp`, any case).
fn named_photo(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        ["jpg", "jpeg", "png", "webp"]
            .iter()
            .any(|x| e.eq_ignore_ascii_case(x))
    })
}

/// How the overlay is encoded, from its name's extension: `Ok(true)` JPEG, `Ok(false)` PNG.
fn overlay_is_jpeg(path: &Path) -> Result<bool, Failure> {
    match path.extension().and_then(|e| e.to_str()) {
        Some(e) if e.eq_ignore_ascii_case("png") => Ok(false),
        Some(e) if e.eq_ignore_ascii_case("jpg") || e.eq_ignore_ascii_case("jpeg") => Ok(true),
        _ => Err(Failure(format!(
            "--overlay {}: name the overlay .png or .jpg (its format follows the name)",
            path.display()
        ))),
    }
}

/// Runs `savanna import`.
///
/// # Errors
/// A [`Failure`] when a file cannot be read or written, or the photo cannot be read.
pub fn run(args: ImportArgs, rep: &Reporter) -> Result<ExitCode, Failure> {
    let ImportArgs {
        svg,
        output,
        paper,
        size,
        overlay,
    } = args;
    let output = output.filter(|p| p.as_os_str() != "-");
    if let Some(o) = &output {
        check_output(&svg, o)?;
    }
    let stdin = svg.as_os_str() == "-";
    let name = if stdin {
        "standard input".to_string()
    } else {
        svg.display().to_string()
    };
    // Standard input is read whole (at most a photo's size); a file is sniffed from its head.
    let (photo, bytes) = if stdin {
        let mut b = Vec::new();
        std::io::stdin()
            .lock()
            .take(MAX_PHOTO_BYTES + 1)
            .read_to_end(&mut b)
            .map_err(|e| Failure(super::io::cannot_read(&name, &e)))?;
        (is_photo(&b), Some(b))
    } else {
        let mut head = [0u8; 12];
        let n = std::fs::File::open(&svg)
            .and_then(|mut f| f.read(&mut head))
            .unwrap_or(0);
        // A file named as a photo is read as one, so a damaged or mislabelled one is told so
        // (not read as an SVG).
        (is_photo(&head[..n]) || named_photo(&svg), None)
    };
    let yaml = if photo {
        let bytes = match bytes {
            Some(b) => b,
            None => read_photo(&svg)?,
        };
        let overlay = match overlay.as_deref() {
            Some(p) => Some((p, overlay_is_jpeg(p)?)),
            None => None,
        };
        import_photo(&name, &bytes, paper, size, overlay, rep)?
    } else {
        if paper.is_some() || size.is_some() || overlay.is_some() {
            return Err(Failure(format!(
                "--paper, --size and --overlay are for photos (JPEG, PNG, WebP); {name} is not one"
            )));
        }
        match bytes {
            Some(b) => {
                // The same decoding as a file's: UTF-8, gzip (.svgz), UTF-16 or UTF-32.
                let text = savanna::import::svg::bytes::decode(&b)
                    .map_err(|e| Failure(format!("cannot read {name}: {e}")))?;
                super::io::import_svg_text("<stdin>", &text, rep)?
            }
            None => import_svg(&svg, rep)?,
        }
    };
    match output {
        Some(p) => {
            savanna::output::write::write_atomic(&p, yaml.as_bytes())
                .map_err(|e| Failure(format!("cannot write {}: {e}", p.display())))?;
            rep.note(&super::io::wrote(&p.display().to_string()));
        }
        None => print_stdout(&yaml)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// The bytes of the photo at `path`, at most [`MAX_PHOTO_BYTES`].
fn read_photo(path: &Path) -> Result<Vec<u8>, Failure> {
    let mut b = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_PHOTO_BYTES + 1).read_to_end(&mut b))
        .map_err(|e| Failure(super::io::cannot_read(path.display(), &e)))?;
    Ok(b)
}

/// The overlay's PNG bytes re-encoded as a JPEG (quality 90).
fn to_jpeg(png: &[u8]) -> Result<Vec<u8>, image::ImageError> {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png)?.into_rgb8();
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90).encode_image(&img)?;
    Ok(out)
}

/// Reads the photo `bytes` (named `name`) as a board file, writes the overlay if asked, and
/// prints the import's diagnostics (notes and warnings) unless quiet.
fn import_photo(
    name: &str,
    bytes: &[u8],
    paper: Option<String>,
    size: Option<String>,
    overlay: Option<(&Path, bool)>,
    rep: &Reporter,
) -> Result<String, Failure> {
    use savanna::import::photo::{PhotoOptions, SheetSize, import_photo};
    if bytes.len() as u64 > MAX_PHOTO_BYTES {
        let (lang, max) = (super::io::reader_lang(), MAX_PHOTO_BYTES.to_string());
        let args = [("name", name.into()), ("max", max.into())];
        return Err(Failure(lang.tr("io-photo-too-large", &args)));
    }
    let size = match (paper, size) {
        (Some(p), _) => Some(SheetSize::paper(&p).map_err(Failure)?),
        (None, Some(s)) => Some(SheetSize::parse(&s).map_err(Failure)?),
        (None, None) => None,
    };
    let file = Path::new(name)
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| name.to_string());
    let opts = PhotoOptions {
        size,
        overlay: overlay.is_some(),
        name: Some(file),
    };
    let out = import_photo(bytes, &opts).map_err(|e| Failure(format!("{name}: {e}")))?;
    if let (Some((path, jpeg)), Some(png)) = (overlay, &out.overlay) {
        let bytes = if jpeg {
            to_jpeg(png).map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?
        } else {
            png.clone()
        };
        savanna::output::write::write_atomic(path, &bytes)
            .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
        rep.note(&super::io::wrote(&path.display().to_string()));
    }
    if !rep.quiet() {
        eprint!("{}", out.report_in(name, super::io::reader_lang()));
    }
    Ok(out.yaml)
}
