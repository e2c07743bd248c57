//! j17-kyopro-lib: a contest library, imported as `kyopro` by the problems (a renamed
//! dependency `kyopro = { package = "j17-kyopro-lib", .. }`), in the shape such libraries have, used
//! by j18, j19 and j20:
//! - `#[macro_export]` macros reaching the library through `$crate::` (macros.rs);
//! - `pub(crate)` items used across modules (`util`);
//! - a glob re-export chain `prelude -> ds -> ds::fenwick` (`pub use self::..::*`);
//! - a trait (`ext::IntExt`) implemented for `i64`/`u64` in another module (`impls::int`) that
//!   users never name;
//! - a `#[path]` module (`graph_algos/dijkstra_impl.rs` as `graph::dijkstra`);
//! - `cfg(feature = "fastio")` (default) and `cfg(feature = "trace")` (off);
//! - nested modules in `ds/mod.rs`, `ds/fenwick.rs`, `math/mod.rs`, `math/sieve.rs`, with
//!   `use super::*`;
//! - `include_str!` of a data file of the crate (`data/primes.txt`).

#[macro_use]
mod macros;

pub mod ds;
pub mod ext;
pub mod graph;
pub mod io;
pub mod math;
pub mod prelude;

mod impls;
#[doc(hidden)]
pub mod util;

/// Prints `error: <message>` and exits with status 1.
pub(crate) fn util_exit(message: String) -> ! {
    eprintln!("error: {}", message);
    std::process::exit(1)
}
