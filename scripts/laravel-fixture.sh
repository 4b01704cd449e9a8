#!/usr/bin/env bash
# Starts the Laravel reference API (fixtures/laravel) on LARAVEL_PORT with a fresh database and storage, for the
# browser tests (playwright.config.ts starts and stops it). Needs PHP and Debian's Laravel: scripts/ensure-php.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/ensure-php.sh"
port="${LARAVEL_PORT:-8790}"
# A fixed, throwaway storage per port, emptied at every start (the server is killed, so no cleanup runs after it).
storage="/tmp/portal-laravel-fixture-$port"
rm -rf "$storage"
mkdir -p "$storage"/framework/{sessions,cache,views} "$storage/bootstrap"
php "$root/fixtures/laravel/seed.php" "$storage/fixture.sqlite"
export FIXTURE_STORAGE="$storage"
# The framework's cache files go to the throwaway storage, never into the repository.
export APP_PACKAGES_CACHE="$storage/bootstrap/packages.php" APP_SERVICES_CACHE="$storage/bootstrap/services.php"
export APP_CONFIG_CACHE="$storage/bootstrap/config.php" APP_ROUTES_CACHE="$storage/bootstrap/routes.php"
export APP_EVENTS_CACHE="$storage/bootstrap/events.php"
export PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}"
# exec: PHP and its workers stay in the process group Playwright stops. -q: no access log.
exec php -q -S "127.0.0.1:$port" -t "$root/fixtures/laravel/public" "$root/fixtures/laravel/public/index.php"
