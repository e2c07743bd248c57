//! `ChMinMax` for every integer type.

macro_rules! impl_ch_min_max {
    ($($t:ty),*) => {$(
        impl crate::ord_ext::ChMinMax for $t {
            fn chmin(&mut self, value: $t) -> bool {
                if value < *self {
                    *self = value;
                    true
                } else {
                    false
                }
            }
            fn chmax(&mut self, value: $t) -> bool {
                if value > *self {
                    *self = value;
                    true
                } else {
                    false
                }
            }
        }
    )*};
}

impl_ch_min_max!(i32, i64, u32, u64, usize);
