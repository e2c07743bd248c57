//! The named lines, declared by a macro; `mask_of!` is exported further down lib.rs, so it is
//! reached by path.

use crate::mask_of;

lines! {
    TOP = mask_of!((0, 0), (0, 1), (0, 2));
    MID = mask_of!((1, 0), (1, 1), (1, 2));
    LOW = mask_of!((2, 0), (2, 1), (2, 2));
    LEFT = mask_of!((0, 0), (1, 0), (2, 0));
    DOWN = mask_of!((0, 1), (1, 1), (2, 1));
    RIGHT = mask_of!((0, 2), (1, 2), (2, 2));
    FALL = mask_of!((0, 0), (1, 1), (2, 2));
    RISE = mask_of!((0, 2), (1, 1), (2, 0),);
}
