#!/usr/bin/env bash
# A one-machine Slurm cluster on loopback, for the tests that need a real scheduler
# (Debian's slurm-wlm and munge): munged with its own key and socket, slurmctld and one
# slurmd named after this host, every file under one folder. No accounting database.
#   local_slurm.sh start DIR   prints "export SLURM_CONF=DIR/slurm.conf" once the node is idle
#   local_slurm.sh stop DIR    stops the daemons it started
# Exit status 77 (CTest's skip) with the reason on stderr when Slurm or munge is missing
# or the daemons do not come up here.
set -uo pipefail
action=${1:?start|stop}
dir=$(realpath -m "${2:?folder}")
skip() { echo "local_slurm: $*" >&2; exit 77; }

stop() {
    for pidfile in "$dir"/slurmd.pid "$dir"/slurmctld.pid "$dir"/munged.pid; do
        [ -s "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null
    done
    sleep 0.5
    for pidfile in "$dir"/slurmd.pid "$dir"/slurmctld.pid "$dir"/munged.pid; do
        [ -s "$pidfile" ] && kill -9 "$(cat "$pidfile")" 2>/dev/null
        rm -f "$pidfile"
    done
    return 0
}
[ "$action" = stop ] && { stop; exit 0; }

for tool in slurmctld slurmd sbatch squeue scontrol munged mungekey; do
    command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] || skip "$tool is not installed (apt-get install slurm-wlm munge)"
done
PATH=$PATH:/usr/sbin
[ "$(id -u)" = 0 ] || skip "slurmd must run as root to start jobs as their user"

mkdir -p "$dir"/state "$dir"/spool "$dir"/munge
chmod 700 "$dir"/munge
# Free ports above 20000, picked by the kernel.
read -r ctld_port slurmd_port < <(python3 -c '
import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
host=$(hostname -s)
mungekey --create --keyfile="$dir/munge/munge.key" --force >/dev/null 2>&1 || skip "mungekey failed"
chmod 400 "$dir/munge/munge.key"
munged --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.sock" --pid-file="$dir/munged.pid" \
       --log-file="$dir/munged.log" --seed-file="$dir/munge/seed" --force 2>"$dir/munged.err" \
    || skip "munged did not start: $(tail -1 "$dir/munged.err")"

cat > "$dir/slurm.conf" <<CONF
ClusterName=awtest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.sock
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MaxArraySize=10001
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
slurmctld -f "$SLURM_CONF" 2>"$dir/slurmctld.err" || { stop; skip "slurmctld did not start: $(tail -1 "$dir/slurmctld.err")"; }
slurmd -f "$SLURM_CONF" 2>"$dir/slurmd.err" || { stop; skip "slurmd did not start: $(tail -1 "$dir/slurmd.err")"; }
for _ in $(seq 1 60); do
    state=$(sinfo -h -o %t 2>/dev/null | head -1)
    [ "$state" = idle ] && { echo "export SLURM_CONF=$SLURM_CONF"; exit 0; }
    sleep 0.5
done
echo "local_slurm: the node did not become idle (state '${state:-none}'); see $dir/*.log" >&2
tail -5 "$dir/slurmctld.log" "$dir/slurmd.log" >&2 2>/dev/null
stop
exit 77
