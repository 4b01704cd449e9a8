#!/usr/bin/env bash
# PHP and Debian's packaged Laravel for the Laravel reference API (fixtures/laravel), as ensure-chromium.sh does
# for the browser: installed with apt when missing and root, else one line saying how.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
# PHP itself says whether pdo_sqlite is loaded: `php -m | grep -q` under pipefail failed now and then on a busy
# machine (grep leaves at the first match, php's next write gets SIGPIPE, and the pipeline fails).
present() {
  command -v php >/dev/null && [ -f /usr/share/php/Illuminate/autoload.php ] &&
    php -r 'exit(extension_loaded("pdo_sqlite") ? 0 : 1);'
}
if present || { apt_install "the Laravel browser tests" php-cli php-sqlite3 php-laravel-framework && present; }; then
  exit 0
fi
echo "The Laravel browser tests need PHP and Laravel: sudo apt-get install php-cli php-sqlite3 php-laravel-framework" >&2
exit 1
