//! Macros that define items.

/// Defines a `Copy` enum whose variants each stand for one character, with `symbol` and a
/// `Display` that prints it, and a `From<Option<Mark>>` in the variants' order (empty, X, O).
macro_rules! glyph_enum {
    ($(#[$attr:meta])* $name:ident { $empty:ident = $e:literal, $x:ident = $xc:literal, $o:ident = $oc:literal $(,)? }) => {
        $(#[$attr])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            #[doc = concat!("Shown as `", $e, "`.")]
            $empty,
            #[doc = concat!("Shown as `", $xc, "`.")]
            $x,
            #[doc = concat!("Shown as `", $oc, "`.")]
            $o,
        }

        impl $name {
            /// The character this glyph draws.
            pub const fn symbol(self) -> char {
                match self {
                    $name::$empty => $e,
                    $name::$x => $xc,
                    $name::$o => $oc,
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}", self.symbol())
            }
        }

        impl From<Option<::ttt_core::board::Mark>> for $name {
            fn from(mark: Option<::ttt_core::board::Mark>) -> Self {
                match mark {
                    None => $name::$empty,
                    Some(::ttt_core::board::Mark::X) => $name::$x,
                    Some(::ttt_core::board::Mark::O) => $name::$o,
                }
            }
        }
    };
}
