# Sourced by .ci/run: starts Debian's PostgreSQL on 127.0.0.1 and exports TEST_DATABASE_URL.
ver=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
[ -n "$ver" ] || return 1
conf=/etc/postgresql/$ver/main/postgresql.conf
sed -i "s/^#\?listen_addresses.*/listen_addresses = '127.0.0.1'/" "$conf"
pg_ctlcluster "$ver" main start 2>/dev/null || pg_ctlcluster "$ver" main status >/dev/null || return 1
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='sous'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE ROLE sous LOGIN PASSWORD 'sous' CREATEDB\""
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_database WHERE datname='sous_test'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE DATABASE sous_test OWNER sous\""
export TEST_DATABASE_URL=postgres://sous:sous@127.0.0.1:5432/sous_test
echo "PostgreSQL $ver on 127.0.0.1: TEST_DATABASE_URL set."
