//! Board facts, each tagged with the place that worked it out (bundling shape: `line!`,
//! `column!`, `file!` and `module_path!` inside exported macros called from main.rs, lib.rs and
//! module files, one macro calling another across a call spread over several lines, in helper
//! fns, `concat!`-ed into consts, and in the body of a macro that an exported `tracer!` macro
//! defines, whose line is that of each call of the defined macro).

pub mod facts;
pub mod trace;

/// The place of the call: `file:line:column` as one string literal, or a [`trace::Site`]
/// naming what was noted there.
#[macro_export]
macro_rules! site {
    () => {
        concat!(file!(), ":", line!(), ":", column!())
    };
    ($what:expr) => {
        $crate::trace::Site {
            what: $what,
            file: file!(),
            line: line!(),
            module: module_path!(),
        }
    };
}

/// `label=value @place`, the place being that of the outermost call.
#[macro_export]
macro_rules! noted {
    ($label:literal, $value:expr) => {
        $crate::trace::note($label, $value, $crate::site!())
    };
}

/// Defines a macro `$name!(expr)` that writes `[tag line:column] expr = value`, for a crate's
/// own debug lines.
#[macro_export]
macro_rules! tracer {
    ($name:ident, $tag:literal) => {
        macro_rules! $name {
            ($e:expr) => {
                format!("[{} {}:{}] {} = {:?}", $tag, line!(), column!(), stringify!($e), $e)
            };
        }
    };
}

/// Where the library says it was built from.
pub const BUILT_AT: &str = concat!(module_path!(), " ", file!(), " ", line!());

/// The library's own first fact, noted at its root.
pub fn root_fact() -> String {
    noted!("root", module_path!())
}
