//! The tournament screens, a wasm of their own: the board's first load
//! stays small, and the teacher's device loads this when the tournament
//! is opened (and keeps it for offline use).
fn main() {
    #[cfg(target_arch = "wasm32")]
    peoncito::ui::mount_tournament();
}
