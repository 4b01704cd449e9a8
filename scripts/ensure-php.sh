#!/usr/bin/env bash
# PHP and Debian's packaged Laravel for the Laravel reference API (fixtures/laravel), as ensure-chromium.sh does
# for the browser: installed with apt when missing and root, else one line saying how.
set -euo pipefail
if command -v php >/dev/null && [ -f /usr/share/php/Illuminate/autoload.php ] && php -m | grep -qi '^pdo_sqlite$'; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing php-cli, php-sqlite3 and php-laravel-framework with apt for the Laravel browser tests (once)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq php-cli php-sqlite3 php-laravel-framework >/dev/null
  [ -f /usr/share/php/Illuminate/autoload.php ] && exit 0
fi
echo "The Laravel browser tests need PHP and Laravel: sudo apt-get install php-cli php-sqlite3 php-laravel-framework" >&2
exit 1
