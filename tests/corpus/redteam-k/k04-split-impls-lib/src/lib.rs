//! k04-split-impls-lib: types whose impls sit in modules of their own, which nothing names:
//! a ring buffer that derefs to its storage, with its own `first`/`last` (the rotated ends) in
//! `ring_ends`; an output buffer printed by its `Drop` in `flush_on_drop`.

pub mod flush_on_drop;
pub mod out;
pub mod ring;
pub mod ring_ends;
