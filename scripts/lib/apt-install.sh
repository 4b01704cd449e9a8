# Sourced by the ensure-*.sh scripts: installs Debian packages a test step needs, once, when root with apt.
# apt_install "what for" package...: 0 when apt installed them, 1 when it cannot (not root, no apt, a failure).
apt_install() {
  local purpose="$1"
  shift
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    return 1
  fi
  echo "Installing $* with apt for $purpose (once)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq "$@" >/dev/null
}
