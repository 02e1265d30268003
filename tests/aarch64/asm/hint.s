// Hints: 11010101000000110010|CRm|op2|11111; named hints print by name.
nop
yield
wfe
wfi
sev
sevl
dgh
csdb
hint #7
hint #8
hint #9
hint #10
hint #11
hint #15
hint #33
hint #39
hint #42
hint #63
hint #64
hint #100
hint #126
hint #127
// Barriers, exceptions and system.
isb
dmb ish
dmb ishld
dmb ishst
dmb sy
dmb ld
dmb st
dmb osh
dmb nsh
dsb sy
dsb ish
dsb nsh
clrex
brk #0
brk #0xffff
svc #0
svc #0x1
hvc #0x2
smc #0xffff
hlt #0x3
udf #0
udf #65535
mrs x0, NZCV
msr NZCV, x1
mrs x2, TPIDR_EL0
msr TPIDR_EL0, x3
mrs x4, FPCR
msr FPSR, x5
mrs x6, CNTVCT_EL0
brk #0x10
dmb #0
dmb #8
dsb #12
isb #0
clrex #3
ssbb
pssbb
dsb #8
dmb #4
pacm
