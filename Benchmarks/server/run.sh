#!/usr/bin/env bash
# Server benchmarks (see the "Server" section of BENCHMARKS.md):
#   1. /littlejohn/symbols vs a bare Hummingbird route in the same release binary (wrk);
#   2. 1,000 concurrent ticker streams for 30 s: gaps between lines, server RSS;
#   3. 350 KB range responses of the JPEG vs nginx (sendfile) serving the same file (wrk, 8 connections).
# Usage: Benchmarks/server/run.sh   (installs wrk and nginx with apt when missing)
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT=${PORT:-18080}
NGINX_PORT=${NGINX_PORT:-18081}
DURATION=${DURATION:-10s}
CLIENTS=${CLIENTS:-1000}
HOLD=${HOLD:-30}
WORK=$(mktemp -d /tmp/swiftlet-server-bench.XXXXXX)
mkdir -p Benchmarks/results
OUT=Benchmarks/results/server-$(date +%Y%m%d-%H%M%S).txt

need=()
command -v wrk >/dev/null 2>&1 || need+=(wrk)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

echo "==> swift build -c release --product swiftlet-bench"
swift build -c release --product swiftlet-bench
BENCH=$(swift build -c release --show-bin-path)/swiftlet-bench

ulimit -n "$(ulimit -Hn)" 2>/dev/null || true   # 1,000 streams need more than 1,024 descriptors
"$BENCH" server serve "$PORT" "$WORK/data" &
SERVER=$!
NGINX_PID=""
cleanup() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  if [ -n "$NGINX_PID" ]; then kill "$NGINX_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$PORT/hello" >/dev/null && break
  sleep 0.2
done
# Renders (or loads) the images and writes the disk copies nginx will serve.
curl -sf "http://127.0.0.1:$PORT/files/list" >/dev/null
JPEG="$WORK/data/assets/v1/superstorage.jpeg"
SIZE=$(stat -c %s "$JPEG")

{
echo "# Server benchmarks, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(swift --version 2>&1 | head -1)"
echo
echo "## 1. /littlejohn/symbols vs bare route (wrk -t2 -c64 -d$DURATION)"
wrk -t2 -c64 -d2s "http://127.0.0.1:$PORT/bench/trivial" >/dev/null   # warm-up
for route in bench/trivial littlejohn/symbols bench/trivial littlejohn/symbols; do
  echo "--- /$route"
  wrk -t2 -c64 -d"$DURATION" "http://127.0.0.1:$PORT/$route" | grep -E "Requests/sec|Latency|requests in"
done
} | tee "$OUT"

{
echo
echo "## 3. 350 KB ranges of the ${SIZE}-byte JPEG (wrk -t2 -c8 -d$DURATION), Swiftlet vs nginx sendfile"
mkdir -p "$WORK/nginx/logs"
cat > "$WORK/nginx/nginx.conf" <<CONF
worker_processes auto;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $WORK/data/assets/v1;
  }
}
CONF
# nginx's workers drop to an unprivileged user: let them read the copied asset directory.
chmod -R a+rX "$WORK"
"$NGINX" -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" -g "daemon off;" &
NGINX_PID=$!
sleep 1
RANGE="Range: bytes=100000-449999"
curl -sf -H "$RANGE" -o /dev/null -w "swiftlet: %{http_code} %{size_download} bytes\n" "http://127.0.0.1:$PORT/files/download?graphics-project-ver-1.jpeg"
curl -sf -H "$RANGE" -o /dev/null -w "nginx:    %{http_code} %{size_download} bytes\n" "http://127.0.0.1:$NGINX_PORT/superstorage.jpeg"
for round in 1 2; do
  echo "--- swiftlet (round $round)"
  wrk -t2 -c8 -d"$DURATION" -H "$RANGE" "http://127.0.0.1:$PORT/files/download?graphics-project-ver-1.jpeg" | grep -E "Requests/sec|Transfer/sec|Latency"
  echo "--- nginx (round $round)"
  wrk -t2 -c8 -d"$DURATION" -H "$RANGE" "http://127.0.0.1:$NGINX_PORT/superstorage.jpeg" | grep -E "Requests/sec|Transfer/sec|Latency"
done
kill "$NGINX_PID"; wait "$NGINX_PID" 2>/dev/null || true; NGINX_PID=""

echo
echo "## 2. $CLIENTS ticker streams held for $HOLD s"
"$BENCH" server ticker-load "http://127.0.0.1:$PORT" "$CLIENTS" "$HOLD" "$SERVER"
} 2>&1 | tee -a "$OUT"
echo "results written to $OUT"
