//! One way to declare the crate's named enums (diagnostic severities; the game's sides, agents,
//! verdicts): each variant's name is written once and used by serde, the JSON schema, `as_str` and `Display`, so the names in files,
//! schemas and messages cannot drift apart.

/// Declares a fieldless enum whose variants each have one name (`Variant => "name"`), deriving
/// `Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema`
/// and giving `as_str` and `Display`. Extra attributes (`#[derive(Default)]`, `#[default]`) pass
/// through.
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident => $text:literal, )+
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
            /// The name, as written in files, schemas and messages.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )+
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

pub(crate) use named_enum;
