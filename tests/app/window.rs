//! A game window of its own for a test: an X display (Xvfb), the real binary on it with a fresh
//! data folder, keys pressed with xdotool and the screen read back with OCR.

use crate::screenshot::{ocr_in, root};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// An X display of its own with the game running on it.
pub struct Window {
    display: String,
    xvfb: Child,
    game: Child,
    dir: PathBuf,
    shots: u32,
}

impl Window {
    pub fn open(dir: &Path) -> Window {
        Window::open_with(dir, &[])
    }

    /// [`Window::open`], `vortex play` given `args` (a scenario to go straight into).
    pub fn open_with(dir: &Path, args: &[&str]) -> Window {
        let display = format!(":{}", 70 + std::process::id() % 200);
        let xvfb = Command::new("Xvfb")
            .args([
                display.as_str(),
                "-screen",
                "0",
                "1280x720x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts");
        std::thread::sleep(Duration::from_secs(2));
        let log = std::fs::File::create(dir.join("game.log")).expect("a log file");
        let game = Command::new(env!("CARGO_BIN_EXE_vortex"))
            .arg("play")
            .args(args)
            .env("DISPLAY", &display)
            .env("VORTEX_DATA_DIR", dir.join("data"))
            .env("WGPU_BACKEND", "vulkan")
            .current_dir(root())
            .stdout(log.try_clone().expect("the log is shared"))
            .stderr(log)
            .spawn()
            .expect("the game starts");
        let w = Window {
            display,
            xvfb,
            game,
            dir: dir.to_path_buf(),
            shots: 0,
        };
        std::thread::sleep(Duration::from_secs(12));
        w.xdotool(&[
            "search",
            "--name",
            "Vortex Tactics",
            "windowfocus",
            "--sync",
        ]);
        w.xdotool(&["mousemove", "5", "5"]);
        w
    }

    pub fn xdotool(&self, args: &[&str]) {
        let _ = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .status();
    }

    /// Presses a key, then lets the screen answer.
    pub fn key(&self, key: &str, wait_ms: u64) {
        self.xdotool(&["key", "--clearmodifiers", key]);
        std::thread::sleep(Duration::from_millis(wait_ms));
    }

    /// The text on the screen (or in `crop`, `WxH+X+Y`, when given).
    pub fn read(&mut self, crop: Option<&str>) -> String {
        self.read_in(crop, "eng")
    }

    /// [`Window::read`] in tesseract's language `lang` (`jpn+eng`).
    pub fn read_in(&mut self, crop: Option<&str>, lang: &str) -> String {
        self.shots += 1;
        let shot = self.dir.join(format!("screen{}.png", self.shots % 4));
        let _ = Command::new("import")
            .args(["-window", "root"])
            .arg(&shot)
            .env("DISPLAY", &self.display)
            .status();
        if let Some(c) = crop {
            let _ = Command::new("mogrify")
                .args(["-crop", c, "+repage"])
                .arg(&shot)
                .status();
        }
        ocr_in(&shot, lang)
    }
}

impl Drop for Window {
    fn drop(&mut self) {
        let _ = self.game.kill();
        let _ = self.game.wait();
        let _ = self.xvfb.kill();
        let _ = self.xvfb.wait();
    }
}

impl Window {
    /// Reads the screen until `done` holds of its text (the game answers a key within a frame,
    /// but a frame on the software renderer of a busy machine may take a while), at most
    /// `seconds`; the last text read. `crop` (`WxH+X+Y`) reads only that part, as [`Window::read`].
    pub fn wait_for(
        &mut self,
        crop: Option<&str>,
        seconds: u64,
        done: impl Fn(&str) -> bool,
    ) -> String {
        self.wait_for_in(crop, "eng", seconds, done)
    }

    /// [`Window::wait_for`], read in tesseract's language `lang`.
    pub fn wait_for_in(
        &mut self,
        crop: Option<&str>,
        lang: &str,
        seconds: u64,
        done: impl Fn(&str) -> bool,
    ) -> String {
        let until = std::time::Instant::now() + Duration::from_secs(seconds);
        loop {
            let text = self.read_in(crop, lang);
            if done(&text) || std::time::Instant::now() > until {
                return text;
            }
            std::thread::sleep(Duration::from_millis(700));
        }
    }

    /// Whether the game is still running (it did not quit).
    pub fn running(&mut self) -> bool {
        matches!(self.game.try_wait(), Ok(None))
    }
}
