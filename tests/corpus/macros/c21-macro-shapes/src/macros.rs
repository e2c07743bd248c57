//! The crate's own macros, in scope in every module declared after `mod macros;`.

/// The line this is invoked at, wherever the invocation came from.
macro_rules! here {
    () => {
        line!()
    };
}

/// A note that says which line of the source made it.
macro_rules! note {
    ($($arg:tt)*) => {
        format!("{} (note at line {})", format_args!($($arg)*), here!())
    };
}

/// Implements `Tag` for a type with a closure.
macro_rules! tagged {
    ($t:ty, $f:expr) => {
        impl $crate::Tag for $t {
            fn tag(&self) -> char {
                let f: fn(&$t) -> char = $f;
                f(self)
            }
        }
    };
}

/// Declares named line masks and the table of all of them.
macro_rules! lines {
    ($($name:ident = $mask:expr;)*) => {
        $(
            #[doc = concat!("The line `", stringify!($name), "`.")]
            pub const $name: u16 = $mask;
        )*
        /// Every line with its name.
        pub const ALL: [(&str, u16); lines!(@count $($name)*)] = [$((stringify!($name), $name)),*];
    };
    (@count) => { 0 };
    (@count $head:ident $($tail:ident)*) => { 1 + lines!(@count $($tail)*) };
}

/// Defines a macro that repeats a note a fixed number of times.
macro_rules! make_repeater {
    ($name:ident, $times:expr) => {
        macro_rules! $name {
            ($text:expr) => {
                vec![$text; $times].join("/")
            };
        }
    };
}
