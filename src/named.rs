//! One way to declare the crate's named enums (diagnostic severities; the game's sides, agents,
//! verdicts; the reports' formats): each variant's name is written once and used by serde, the
//! JSON schema, `as_str`, `Display`, `FromStr`, `ALL` and (feature `cli`) clap's `ValueEnum`, so
//! the names in files, schemas, messages and on the command line cannot drift apart.

/// Declares a fieldless enum whose variants each have one name (`Variant => "name"`), deriving
/// `Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema`
/// and giving `ALL` (every variant in declaration order), `as_str`, `Display`, `FromStr` (the
/// exact name; the error is [`UnknownName`]) and, with the feature `cli`, `clap::ValueEnum`.
/// A variant may add `help "..."` after its name: the one line `--help` shows beside that value
/// (clap's possible value help); without it the value has none. Extra attributes
/// (`#[derive(Default)]`, `#[default]`) pass through.
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident => $text:literal $(help $help:literal)?, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(
            Debug,
            Clone,
            Copy,
            PartialEq,
            Eq,
            PartialOrd,
            Ord,
            Hash,
            serde::Serialize,
            serde::Deserialize,
            schemars::JsonSchema,
        )]
        $vis enum $name {
            $( $(#[$vmeta])* #[serde(rename = $text)] $variant, )+
        }

        impl $name {
            /// Every variant, in the order declared (the order help texts and messages list
            /// them).
            pub const ALL: &'static [$name] = &[ $( $name::$variant, )+ ];

            /// The name, as written in files, schemas, messages and on the command line.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )+
                }
            }

            /// The one line `--help` shows beside this value, if it has one.
            #[allow(dead_code)]
            pub(crate) fn help_line(self) -> Option<&'static str> {
                match self {
                    $( $name::$variant => None $(.or(Some($help)))?, )+
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::named::UnknownName;

            /// The variant named exactly `s` (as [`Self::as_str`] writes it).
            ///
            /// # Errors
            /// [`UnknownName`](crate::named::UnknownName) when no variant has that name.
            fn from_str(s: &str) -> Result<$name, $crate::named::UnknownName> {
                $name::ALL
                    .iter()
                    .copied()
                    .find(|v| v.as_str() == s)
                    .ok_or_else(|| $crate::named::UnknownName::new(s, $name::ALL.iter().map(|v| v.as_str())))
            }
        }

        #[cfg(feature = "cli")]
        impl clap::ValueEnum for $name {
            fn value_variants<'a>() -> &'a [Self] {
                $name::ALL
            }

            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                let v = clap::builder::PossibleValue::new(self.as_str());
                Some(match self.help_line() {
                    Some(h) => v.help(h),
                    None => v,
                })
            }
        }
    };
}

pub(crate) use named_enum;

/// A name that is none of a named enum's ([`FromStr`](std::str::FromStr) of the enums declared
/// with `named_enum!`): the name given and the names known, in their declared order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownName {
    /// The name given.
    pub given: String,
    /// Every name the enum knows.
    pub known: Vec<&'static str>,
}

impl UnknownName {
    /// The error for `given`, which is none of `known`.
    pub fn new<'a>(given: &str, known: impl Iterator<Item = &'static str> + 'a) -> UnknownName {
        UnknownName {
            given: given.to_string(),
            known: known.collect(),
        }
    }
}

impl std::fmt::Display for UnknownName {
    /// `unknown name `x`: use a, b or c`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown name `{}`: use ", self.given)?;
        let n = self.known.len();
        for (i, k) in self.known.iter().enumerate() {
            let sep = match i {
                0 => "",
                _ if i + 1 == n => " or ",
                _ => ", ",
            };
            write!(f, "{sep}{k}")?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownName {}

/// clap's parser of a named enum offering only the variants `keep` accepts, with their help
/// lines or (`described` false) without: the one declaration, offered in part (`play` takes
/// every agent but `uct`, `balance` every agent but `human`). A value outside the part is refused
/// by clap as any unknown value is (exit 2, with the values it takes), and with the reason
/// [`Offered::refusing`] gives it as clap's tip (`uct is for balance only`), instead of clap's
/// guess at a similar value.
#[cfg(feature = "cli")]
#[derive(Clone, Copy)]
pub struct Offered<E: 'static> {
    keep: fn(E) -> bool,
    described: bool,
    why: Option<fn(E) -> Option<&'static str>>,
}

#[cfg(feature = "cli")]
impl<E: clap::ValueEnum + Copy + Send + Sync + 'static> Offered<E> {
    /// The variants `keep` accepts, each with its help line when `described`.
    pub fn new(keep: fn(E) -> bool, described: bool) -> Offered<E> {
        Offered {
            keep,
            described,
            why: None,
        }
    }

    /// The same offer, a variant left out refused with `why`'s reason (none: as an unknown
    /// value).
    pub fn refusing(self, why: fn(E) -> Option<&'static str>) -> Offered<E> {
        Offered {
            why: Some(why),
            ..self
        }
    }

    /// Every variant, without help lines.
    pub fn plain() -> Offered<E> {
        Offered::new(|_| true, false)
    }

    fn offered(&self) -> impl Iterator<Item = (E, clap::builder::PossibleValue)> + '_ {
        E::value_variants()
            .iter()
            .copied()
            .filter(|v| (self.keep)(*v))
            .filter_map(|v| {
                let p = v.to_possible_value()?;
                let p = if self.described {
                    p
                } else {
                    clap::builder::PossibleValue::new(p.get_name().to_string())
                };
                Some((v, p))
            })
    }
}

#[cfg(feature = "cli")]
impl<E: clap::ValueEnum + Copy + Send + Sync + 'static> clap::builder::TypedValueParser
    for Offered<E>
{
    type Value = E;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<E, clap::Error> {
        let values: Vec<clap::builder::PossibleValue> = self.offered().map(|(_, p)| p).collect();
        if let Some(reason) = self.why.and_then(|why| {
            let left_out = E::from_str(&value.to_string_lossy(), false).ok()?;
            why(left_out).filter(|_| !(self.keep)(left_out))
        }) {
            use clap::error::{ContextKind, ContextValue};
            let mut e = clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd);
            let arg = arg.map_or_else(|| "...".to_string(), |a| a.to_string());
            e.insert(ContextKind::InvalidArg, ContextValue::String(arg));
            let given = value.to_string_lossy().into_owned();
            e.insert(ContextKind::InvalidValue, ContextValue::String(given));
            let names = values.iter().map(|p| p.get_name().to_string()).collect();
            e.insert(ContextKind::ValidValue, ContextValue::Strings(names));
            let tip = vec![clap::builder::StyledStr::from(reason)];
            e.insert(ContextKind::Suggested, ContextValue::StyledStrs(tip));
            return Err(e);
        }
        let name = clap::builder::PossibleValuesParser::new(values).parse_ref(cmd, arg, value)?;
        self.offered()
            .find(|(_, p)| p.matches(&name, false))
            .map(|(v, _)| v)
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd))
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(self.offered().map(|(_, p)| p)))
    }
}

#[cfg(test)]
mod tests {
    use super::UnknownName;

    named_enum! {
        /// A test enum.
        enum Fruit {
            /// An apple.
            Apple => "apple" help "Red or green",
            /// A pear.
            Pear => "pear",
            /// A plum.
            Plum => "plum" help "Purple",
        }
    }

    #[test]
    fn every_name_reads_back_and_an_unknown_one_lists_the_names() {
        assert_eq!(Fruit::ALL, &[Fruit::Apple, Fruit::Pear, Fruit::Plum]);
        for f in Fruit::ALL {
            assert_eq!(f.as_str().parse::<Fruit>(), Ok(*f));
            assert_eq!(f.to_string(), f.as_str());
        }
        let e = "Apple".parse::<Fruit>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown name `Apple`: use apple, pear or plum"
        );
        let one = UnknownName::new("x", ["a"].into_iter());
        assert_eq!(one.to_string(), "unknown name `x`: use a");
        assert_eq!(Fruit::Apple.help_line(), Some("Red or green"));
        assert_eq!(Fruit::Pear.help_line(), None);
    }

    #[cfg(feature = "cli")]
    #[test]
    fn clap_offers_the_part_asked_for_with_or_without_help() {
        use clap::ValueEnum;
        use clap::builder::TypedValueParser;
        let names = |o: &super::Offered<Fruit>| -> Vec<(String, Option<String>)> {
            o.possible_values()
                .into_iter()
                .flatten()
                .map(|p| {
                    (
                        p.get_name().to_string(),
                        p.get_help().map(|h| h.to_string()),
                    )
                })
                .collect()
        };
        let part = super::Offered::new(|f: Fruit| f != Fruit::Pear, true);
        assert_eq!(
            names(&part),
            [
                ("apple".to_string(), Some("Red or green".to_string())),
                ("plum".to_string(), Some("Purple".to_string()))
            ]
        );
        assert_eq!(
            names(&super::Offered::<Fruit>::plain()),
            [
                ("apple".to_string(), None),
                ("pear".to_string(), None),
                ("plum".to_string(), None)
            ]
        );
        let cmd = clap::Command::new("t");
        assert_eq!(
            part.parse_ref(&cmd, None, "plum".as_ref()).ok(),
            Some(Fruit::Plum)
        );
        assert!(part.parse_ref(&cmd, None, "pear".as_ref()).is_err());
        // A variant left out, with its reason as clap's tip (not clap's guess at a similar one).
        let why = part.refusing(|f| (f == Fruit::Pear).then_some("pears are for another test"));
        let e = why.parse_ref(&cmd, None, "pear".as_ref()).unwrap_err();
        let e = e.render().to_string();
        assert!(e.contains("invalid value 'pear'"), "{e}");
        assert!(e.contains("[possible values: apple, plum]"), "{e}");
        assert!(e.contains("tip: pears are for another test"), "{e}");
        assert_eq!(
            why.parse_ref(&cmd, None, "plum".as_ref()).ok(),
            Some(Fruit::Plum)
        );
        assert_eq!(Fruit::value_variants().len(), 3);
    }
}
