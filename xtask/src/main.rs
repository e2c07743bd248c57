//! `cargo xtask`: workspace automation, one module per task.

fn main() -> anyhow::Result<()> {
    anyhow::bail!("no task yet")
}
