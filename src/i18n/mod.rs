//! The languages savanna speaks to people in, and their message catalogues.
//!
//! Every language has one [Project Fluent](https://projectfluent.org) catalogue,
//! `locales/LANG/savanna.ftl`, compiled into the library (`include_str!`) and read with the
//! `fluent-bundle` crate: [`Lang::tr`] formats one message by its id. Message ids are grouped by
//! area (`rules-…` for the rules sentences, `sheet-…` for the print sheet, `cap-…` for the
//! capacity phrases in a region's label, `play-…` for `savanna play`, `moves-…`, `replay-…`,
//! `solve-…`, `value-…` and `forgiving-…` for the text of `moves`, `replay` and `solve`), so
//! the catalogues of a new area (diagnostics, `balance`, the editor) go beside them. Plurals follow CLDR through
//! Fluent's selectors (`{ $n -> [one] … [few] … *[many] … }` in Russian).
//!
//! Only what people read goes through the catalogues: JSON, codes, schemas and the JSON-lines
//! protocol stay English whatever the language. The language is a value ([`Lang`]) passed into
//! the pure stages; the command line chooses it (`--lang`, then `LC_ALL`, `LC_MESSAGES`,
//! `LANG`: [`Lang::from_env`]), and a board file's `lang:` chooses it for what is printed
//! about that board (the sheet, `moves`, `solve`) when `--lang` is not given.
//!
//! ```
//! use savanna::i18n::{Arg, Lang};
//! let n = |k: u64| Lang::Ru.tr("count-jackal", &[("n", Arg::from(k))]);
//! assert_eq!([n(1), n(2), n(5), n(21)], ["1 шакал", "2 шакала", "5 шакалов", "21 шакал"]);
//! assert_eq!(Lang::En.tr("count-jackal", &[("n", Arg::from(2u64))]), "2 jackals");
//! ```

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::OnceLock;

/// A language of savanna's words to people.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Russian, the game's own language ("Львы и Шакалы").
    Ru,
    /// A test language (`--lang pseudo`, not in [`Lang::ALL`], not in a board file): every
    /// message is the English one wrapped in `⟦…⟧`, so that a test sees any text that
    /// bypasses the catalogue.
    #[doc(hidden)]
    #[schemars(skip)]
    Pseudo,
}

/// A value given to a message: a number (which also chooses a plural form) or a text.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// A number, written as Rust writes an `f64` (`3`, `2.5`).
    Num(f64),
    /// A text, put in as it is.
    Str(Cow<'a, str>),
}

macro_rules! arg_from_number {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(n as f64)
            }
        }
    )*};
}
arg_from_number!(u16, u32, u64, usize, i64, f64);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(Cow::Borrowed(s.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Str(Cow::Owned(s))
    }
}

impl Arg<'_> {
    /// The same value, owning its text.
    pub fn into_owned(self) -> Arg<'static> {
        match self {
            Arg::Num(n) => Arg::Num(n),
            Arg::Str(s) => Arg::Str(Cow::Owned(s.into_owned())),
        }
    }
}

/// `tr!(lang, "id", name = value, …)`: [`Lang::tr`] with named arguments.
macro_rules! tr {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $lang.tr($id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),*])
    };
}
pub(crate) use tr;

impl Lang {
    /// Every language, in the order `--lang` lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ru];

    /// The language's code as `--lang` and a board file's `lang:` take it: `en`, `ru`.
    pub fn as_str(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Pseudo => "pseudo",
        }
    }

    /// The language of a code as [`Lang::as_str`] writes it (`ru`; any case); `None` for any
    /// other text.
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.as_str().eq_ignore_ascii_case(code.trim()))
    }

    /// The language of a POSIX locale name such as `ru_RU.UTF-8`, `ru` or `en_GB`: its language
    /// part, Russian for `ru`, English for anything else (`C`, `POSIX`, `de_DE`).
    pub fn from_locale(locale: &str) -> Lang {
        let language = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or_default();
        if language.eq_ignore_ascii_case("ru") {
            Lang::Ru
        } else {
            Lang::En
        }
    }

    /// The language of the environment's locale variables, given as values (the library reads
    /// no environment: the command line passes `LC_ALL`, `LC_MESSAGES` and `LANG`, in that
    /// order): the first one set and not empty decides ([`Lang::from_locale`]), as POSIX
    /// programs choose their messages; English when none is set.
    ///
    /// ```
    /// use savanna::i18n::Lang;
    /// assert_eq!(Lang::from_env([None, None, Some("ru_RU.UTF-8")]), Lang::Ru);
    /// assert_eq!(Lang::from_env([Some("C"), None, Some("ru_RU.UTF-8")]), Lang::En);
    /// assert_eq!(Lang::from_env([Some(""), None, Some("ru_RU.UTF-8")]), Lang::Ru);
    /// ```
    pub fn from_env(vars: [Option<&str>; 3]) -> Lang {
        vars.into_iter()
            .flatten()
            .find(|v| !v.is_empty())
            .map_or(Lang::En, Lang::from_locale)
    }

    /// `x` with `places` decimals, as the language writes a number: `53.4` in English,
    /// `53,4` in Russian (a decimal comma). Rust's formatting, so the same bytes on every
    /// target.
    ///
    /// ```
    /// use savanna::i18n::Lang;
    /// assert_eq!((Lang::En.decimal(53.44, 1), Lang::Ru.decimal(53.44, 1)), ("53.4".into(), "53,4".into()));
    /// ```
    pub fn decimal(self, x: f64, places: usize) -> String {
        let s = format!("{x:.places$}");
        match self {
            Lang::Ru => s.replace('.', ","),
            Lang::En | Lang::Pseudo => s,
        }
    }

    /// Why an input or output failed, as the language says it: the system's own sentence in
    /// English (`No such file or directory (os error 2)`, byte for byte as Rust writes it), and
    /// in another language the kind of failure said through the catalogue (`io-why`: no such
    /// file, permission denied, a folder, ...), the system's sentence kept after it for a kind
    /// the catalogue does not name.
    ///
    /// ```
    /// use savanna::i18n::Lang;
    /// let e = std::io::Error::from(std::io::ErrorKind::NotFound);
    /// assert_eq!(Lang::En.io_why(&e), e.to_string());
    /// assert_eq!(Lang::Ru.io_why(&e), "нет такого файла или папки");
    /// ```
    pub fn io_why(self, e: &std::io::Error) -> String {
        use std::io::ErrorKind as K;
        if self == Lang::En {
            return e.to_string();
        }
        let kind = match e.kind() {
            K::NotFound => "not-found",
            K::PermissionDenied => "permission-denied",
            K::IsADirectory => "is-a-directory",
            K::AlreadyExists => "already-exists",
            K::InvalidData => "invalid-data",
            K::UnexpectedEof => "unexpected-eof",
            K::StorageFull => "storage-full",
            K::ReadOnlyFilesystem => "read-only",
            _ => "other",
        };
        tr!(self, "io-why", kind = kind, text = e.to_string())
    }

    /// The language's Fluent catalogue, as compiled in.
    pub fn catalogue(self) -> &'static str {
        match self {
            Lang::En | Lang::Pseudo => include_str!("../../locales/en/savanna.ftl"),
            Lang::Ru => include_str!("../../locales/ru/savanna.ftl"),
        }
    }

    /// The ids of the messages in the language's catalogue, in file order.
    pub fn message_ids(self) -> Vec<String> {
        let res = FluentResource::try_new(self.catalogue().to_string()).unwrap_or_else(|(r, _)| r);
        res.entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }

    /// Message `id` of the language's catalogue with the named `args`. Never fails: a message
    /// the catalogue lacks gives its id, an argument it lacks `{$name}` (the catalogue tests
    /// make sure neither happens); no Unicode isolation marks are put around arguments.
    pub fn tr(self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        if self == Lang::Pseudo {
            return format!("⟦{}⟧", Lang::En.tr(id, args));
        }
        let bundle = bundle(self);
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut fa = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            match value {
                Arg::Num(n) => fa.set(*name, FluentValue::from(*n)),
                Arg::Str(s) => fa.set(*name, FluentValue::from(s.to_string())),
            }
        }
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, Some(&fa), &mut errors)
            .into_owned()
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The language's bundle, made once.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 2] =
        [OnceLock::new(), OnceLock::new()];
    let lang = if lang == Lang::Pseudo { Lang::En } else { lang };
    BUNDLES[lang as usize].get_or_init(|| {
        let id: unic_langid::LanguageIdentifier = lang.as_str().parse().unwrap_or_default();
        let mut b = FluentBundle::new_concurrent(vec![id]);
        // Fluent puts FSI/PDI marks around every argument by default (for right-to-left
        // text); savanna's output is left-to-right, and English output keeps its bytes.
        b.set_use_isolating(false);
        // A catalogue with a syntax error still gives its good messages (the tests hold that
        // there is none).
        let res = FluentResource::try_new(lang.catalogue().to_string()).unwrap_or_else(|(r, _)| r);
        let _ = b.add_resource(res);
        b
    })
}

#[cfg(test)]
mod tests;
