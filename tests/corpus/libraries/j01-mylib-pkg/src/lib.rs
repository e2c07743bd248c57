//! j01-mylib-pkg: a contest library whose `[lib] name` (`mylib`) differs from its package
//! name; j02-lib-name-differs imports it as `mylib::...`.

pub mod num;
pub mod scan;

pub use scan::Scanner;
