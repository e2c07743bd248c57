//! The output is printed when it goes out of scope.

impl Drop for crate::out::Out {
    fn drop(&mut self) {
        print!("{}", self.buf);
    }
}
