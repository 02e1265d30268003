// expect: immediate-out-of-range
// adr reaches -1 MiB..1 MiB-1
adr x0, #1048576
