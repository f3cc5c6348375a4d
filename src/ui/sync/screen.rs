//! The school server's settings screen (`#server-root`, behind the PIN)
//! and its status line (`#sync-root`, in the header on every screen).

use leptos::prelude::*;

use super::{Link, connect, forget, stored_settings};
use crate::ui::browser;
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::server::{ServerText, say};
use peoncito_core::sync::server::{Kept, ServerProblem, ServerSettings};
use peoncito_core::sync::state::SyncState;

/// Mounts the screen (drawn only while shown) and the status line.
pub(super) fn mount(link: Link) {
    let (Some(root), Some(status_root)) = (
        browser::element_by_id("server-root"),
        browser::element_by_id("sync-root"),
    ) else {
        return;
    };
    let lang = browser::followed_lang();
    let shown = browser::shown(&root);
    leptos::mount::mount_to(
        root,
        move || view! { <Show when=move || shown.get()><ServerScreen link lang /></Show> },
    )
    .forget();
    leptos::mount::mount_to(status_root, move || view! { <Status link lang shown /> }).forget();
}

/// The link's state and when it was last in step: shown wherever a server
/// is set, and on the settings screen.
#[component]
fn Status(link: Link, lang: RwSignal<Lang>, shown: RwSignal<bool>) -> impl IntoView {
    let text = move || {
        let last = link.last.get().map(browser::time_of_day);
        say(
            lang.get(),
            &ServerText::State {
                state: link.state.get(),
                last,
            },
        )
    };
    view! {
        <Show when=move || shown.get() || link.state.get() != SyncState::Off>
            <p class="sync-status" role="status" data-sync=move || link.state.get().code()>
                {text}
            </p>
        </Show>
    }
}

#[component]
fn ServerScreen(link: Link, lang: RwSignal<Lang>) -> impl IntoView {
    let kept = stored_settings();
    let field = |f: fn(&ServerSettings) -> &String| {
        RwSignal::new(kept.as_ref().map(f).cloned().unwrap_or_default())
    };
    let url = field(|s| &s.url);
    let db = field(|s| &s.db);
    let user = field(|s| &s.user);
    // Never shown back: an empty field keeps what is kept.
    let password = RwSignal::new(String::new());
    let refused = RwSignal::new(None::<ServerProblem>);
    let set = RwSignal::new(kept.is_some());
    let text = move |t: ServerText| move || say(lang.get(), &t);
    let on_connect = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let typed = password.get_untracked();
        let credential = ServerSettings::credential_for(
            stored_settings().as_ref(),
            &url.get_untracked(),
            &user.get_untracked(),
            &typed,
        );
        match ServerSettings::new(
            &url.get_untracked(),
            &db.get_untracked(),
            &user.get_untracked(),
            credential,
        ) {
            Ok(settings) => {
                refused.set(None);
                db.set(settings.db.clone());
                set.set(true);
                password.set(String::new());
                connect(link, settings);
            }
            Err(problem) => refused.set(Some(problem)),
        }
    };
    let input = move |label: ServerText,
                      code: &'static str,
                      kind: &'static str,
                      value: RwSignal<String>| {
        view! {
            <label class="stacked">
                {text(label)}
                <input type=kind data-field=code autocomplete="off" spellcheck="false"
                    prop:value=move || value.get()
                    on:input=move |ev| value.set(event_target_value(&ev)) />
            </label>
        }
    };
    view! {
        <section class="server-screen" aria-labelledby="server-title">
            <h2 id="server-title">{text(ServerText::Title)}</h2>
            <p>{text(ServerText::Intro)}</p>
            // Our own message says what is wrong, in the page's language.
            <form novalidate on:submit=on_connect>
                {input(ServerText::AddressLabel, "server-url", "url", url)}
                {input(ServerText::DatabaseLabel, "server-db", "text", db)}
                {input(ServerText::UserLabel, "server-user", "text", user)}
                {input(ServerText::PasswordLabel, "server-password", "password", password)}
                <p class="hint"
                    data-password-kept=move || (link.kept.get() == Kept::Password).then_some("")
                    data-session-kept=move || (link.kept.get() == Kept::Session).then_some("")>
                    {move || say(lang.get(), &ServerText::Kept(link.kept.get()))}
                </p>
                <p class="problem" role="alert">
                    {move || refused.get().map(|p| say(lang.get(), &ServerText::Refused(p)))}
                </p>
                <button type="submit" data-action="connect-server">{text(ServerText::Connect)}</button>
                <Show when=move || set.get()>
                    <button type="button" class="secondary" data-action="forget-server"
                        on:click=move |_| {
                            set.set(false);
                            forget(link);
                        }>
                        {text(ServerText::Disconnect)}
                    </button>
                </Show>
            </form>
        </section>
        // As wide as the screen: on the projector, every board at once.
        <Show when=move || link.state.get() != SyncState::Off>
            <super::arbiter::ArbiterResults link lang />
            <super::wall::Wall link lang />
        </Show>
    }
}
