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
    Cat => "cat",
    Dog => "dog",
    Rabbit => "rabbit",
    Fox => "fox",
    Bear => "bear",
    Lion => "lion",
    Frog => "frog",
    Owl => "owl",
    Fish => "fish",
    Turtle => "turtle",
    Snail => "snail",
    Butterfly => "butterfly",
    Horse => "horse",
    Elephant => "elephant",
    Penguin => "penguin",
    Whale => "whale",
    Sun => "sun",
    Moon => "moon",
    Star => "star",
    Tree => "tree",
    Flower => "flower",
    Apple => "apple",
    Ball => "ball",
    Kite => "kite",
    Boat => "boat",
    Rocket => "rocket",
    House => "house",
    Umbrella => "umbrella",
    Guitar => "guitar",
    Drum => "drum",
}

impl Picture {
    pub fn from_code(code: &str) -> Option<Picture> {
        Picture::ALL.iter().copied().find(|p| p.code() == code)
    }
}
