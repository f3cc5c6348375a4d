// Size probe: the same message formatted by hand and by Fluent.
#[cfg(feature = "fluent")]
#[no_mangle]
pub extern "C" fn say(n: u32) -> usize {
    use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
    let res = FluentResource::try_new("moves = { $n ->\n [one] one move\n *[other] { $n } moves\n}\nside = Black to move\n".to_string()).unwrap();
    let mut bundle = FluentBundle::new(vec![unic_langid::langid!("es")]);
    bundle.add_resource(res).unwrap();
    let mut args = FluentArgs::new();
    args.set("n", n);
    let mut errors = vec![];
    let msg = bundle.get_message("moves").unwrap();
    bundle.format_pattern(msg.value().unwrap(), Some(&args), &mut errors).len()
}
#[cfg(not(feature = "fluent"))]
#[no_mangle]
pub extern "C" fn say(n: u32) -> usize {
    let s = if n == 1 { "one move".to_string() } else { format!("{n} moves") };
    s.len()
}
