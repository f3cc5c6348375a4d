fn main() {
    #[cfg(target_arch = "wasm32")]
    peoncito::ui::mount();
}
