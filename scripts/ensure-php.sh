#!/usr/bin/env bash
# PHP and Debian's packaged Laravel for the Laravel reference API (fixtures/laravel), as ensure-chromium.sh does
# for the browser: installed with apt when missing and root, else one line saying how.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
present() {
  command -v php >/dev/null && [ -f /usr/share/php/Illuminate/autoload.php ] && php -m | grep -qi '^pdo_sqlite$'
}
if present || { apt_install "the Laravel browser tests" php-cli php-sqlite3 php-laravel-framework && present; }; then
  exit 0
fi
echo "The Laravel browser tests need PHP and Laravel: sudo apt-get install php-cli php-sqlite3 php-laravel-framework" >&2
exit 1
