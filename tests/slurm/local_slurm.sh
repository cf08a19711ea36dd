#!/usr/bin/env bash
# A one-machine Slurm cluster on loopback, for the tests that need a real scheduler
# (Debian's slurm-wlm and munge): munged with its own key and socket, slurmctld and one
# slurmd named after this host, every file under one folder. With AW_SLURM_ACCOUNTING=1,
# accounting too (sacct): a private MariaDB server and slurmdbd (Debian's mariadb-server and
# slurmdbd), a few seconds more; without it, no accounting.
#   local_slurm.sh start DIR   prints "export SLURM_CONF=DIR/slurm.conf" once the node is idle
#   local_slurm.sh stop DIR    stops the daemons it started
# Exit status 77 (CTest's skip) with the reason on stderr when Slurm or munge is missing
# or the daemons do not come up here.
set -uo pipefail
action=${1:?start|stop}
dir=$(realpath -m "${2:?folder}")
skip() { echo "local_slurm: $*" >&2; exit 77; }

stop() {
    local daemons=("$dir"/slurmd.pid "$dir"/slurmctld.pid "$dir"/slurmdbd.pid "$dir"/mariadbd.pid "$dir"/munged.pid)
    for pidfile in "${daemons[@]}"; do
        [ -s "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null
    done
    sleep 0.5
    for pidfile in "${daemons[@]}"; do
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
accounting=${AW_SLURM_ACCOUNTING:-0}
if [ "$accounting" = 1 ]; then
    for tool in slurmdbd sacctmgr mariadbd mariadb-install-db mariadb; do
        command -v "$tool" >/dev/null || skip "$tool is not installed (apt-get install slurmdbd mariadb-server)"
    done
fi

mkdir -p "$dir"/state "$dir"/spool "$dir"/munge
chmod 700 "$dir"/munge
# Free ports above 20000, picked by the kernel.
read -r ctld_port slurmd_port dbd_port db_port < <(python3 -c '
import socket
s=[socket.socket() for _ in range(4)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
host=$(hostname -s)
mungekey --create --keyfile="$dir/munge/munge.key" --force >/dev/null 2>&1 || skip "mungekey failed"
chmod 400 "$dir/munge/munge.key"
munged --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.sock" --pid-file="$dir/munged.pid" \
       --log-file="$dir/munged.log" --seed-file="$dir/munge/seed" --force 2>"$dir/munged.err" \
    || skip "munged did not start: $(tail -1 "$dir/munged.err")"

# Accounting: a MariaDB server of our own on a loopback port (nothing of /var/lib/mysql or
# /etc is touched), then slurmdbd over it, then the cluster registered before slurmctld
# starts (slurmctld refuses to run on a database that does not know its cluster).
accounting_conf="AccountingStorageType=accounting_storage/none"
if [ "$accounting" = 1 ]; then
    mariadb-install-db --no-defaults --user=root --datadir="$dir/mysql" --auth-root-authentication-method=normal \
        --skip-test-db > "$dir/mariadb-install.log" 2>&1 || { stop; skip "mariadb-install-db failed: $(tail -1 "$dir/mariadb-install.log")"; }
    mariadbd --no-defaults --user=root --datadir="$dir/mysql" --socket="$dir/mysql.sock" --pid-file="$dir/mariadbd.pid" \
        --port="$db_port" --bind-address=127.0.0.1 --log-error="$dir/mariadbd.log" --skip-name-resolve \
        --innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 --innodb-buffer-pool-size=64M > /dev/null 2>&1 &
    for _ in $(seq 1 60); do [ -S "$dir/mysql.sock" ] && break; sleep 0.25; done
    mariadb --no-defaults -S "$dir/mysql.sock" -u root -e "
        CREATE USER 'slurm'@'127.0.0.1' IDENTIFIED BY 'awtest';
        GRANT ALL ON slurm_acct_db.* TO 'slurm'@'127.0.0.1';" 2> "$dir/mariadb.err" \
        || { stop; skip "the private MariaDB did not start: $(tail -1 "$dir/mariadb.err") $(tail -1 "$dir/mariadbd.log")"; }
    # slurmdbd reads slurmdbd.conf beside slurm.conf, and only if no one else can read it.
    cat > "$dir/slurmdbd.conf" <<DBD
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.sock
DbdHost=localhost
DbdAddr=127.0.0.1
DbdPort=$dbd_port
SlurmUser=root
PidFile=$dir/slurmdbd.pid
LogFile=$dir/slurmdbd.log
StorageType=accounting_storage/mysql
StorageHost=127.0.0.1
StoragePort=$db_port
StorageUser=slurm
StoragePass=awtest
StorageLoc=slurm_acct_db
DBD
    chmod 600 "$dir/slurmdbd.conf"
    # Daemons and clients reach slurmdbd through the munge socket AccountingStoragePass
    # names (Slurm's way to use another munged for it); unset, it is the system's socket.
    accounting_conf="AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=localhost
AccountingStoragePort=$dbd_port
AccountingStoragePass=$dir/munge/munge.sock
JobAcctGatherType=jobacct_gather/none"
fi

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
$accounting_conf
JobCompType=jobcomp/none
# scontrol keeps a finished job (and its output files) for 5 minutes, long enough to collect it.
MinJobAge=300
MaxArraySize=10001
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
if [ "$accounting" = 1 ]; then
    slurmdbd 2> "$dir/slurmdbd.err" || { stop; skip "slurmdbd did not start: $(tail -1 "$dir/slurmdbd.err")"; }
    registered=0
    for _ in $(seq 1 40); do
        sacctmgr -i add cluster awtest > "$dir/sacctmgr.log" 2>&1 && { registered=1; break; }
        sacctmgr -n list cluster format=cluster 2>/dev/null | grep -q awtest && { registered=1; break; }
        sleep 0.25
    done
    [ $registered = 1 ] || { stop; skip "slurmdbd did not answer: $(tail -1 "$dir/sacctmgr.log") $(tail -1 "$dir/slurmdbd.log")"; }
fi
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
