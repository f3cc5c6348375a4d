//! The pictures pupils find themselves by: animals and things a young
//! child names at once, each drawn by the app (no photos of children).

/// Declares [`Picture`] with each picture's code, written once.
macro_rules! pictures {
    ($($picture:ident => $code:literal,)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Picture {
            $($picture,)*
        }

        impl Picture {
            pub const ALL: &[Picture] = &[$(Picture::$picture,)*];

            /// The code saved and shown as `data-picture`.
            pub fn code(self) -> &'static str {
                match self {
                    $(Picture::$picture => $code,)*
                }
            }
        }
    };
}

pictures! {
    Sun => "sun",
    Moon => "moon",
    Star => "star",
    Heart => "heart",
    Tree => "tree",
    Flower => "flower",
    Apple => "apple",
    Ball => "ball",
    House => "house",
    Boat => "boat",
    Fish => "fish",
    Cat => "cat",
    Umbrella => "umbrella",
    Kite => "kite",
    Rocket => "rocket",
    Cloud => "cloud",
    Mushroom => "mushroom",
    Snail => "snail",
    Key => "key",
    Bell => "bell",
    Car => "car",
    Leaf => "leaf",
    Drum => "drum",
    Bird => "bird",
    Dog => "dog",
    Butterfly => "butterfly",
    Cake => "cake",
    Train => "train",
    Hat => "hat",
    Pencil => "pencil",
    Anchor => "anchor",
    Crown => "crown",
}

impl Picture {
    pub fn from_code(code: &str) -> Option<Picture> {
        Picture::ALL.iter().copied().find(|p| p.code() == code)
    }
}
