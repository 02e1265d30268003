// expect: immediate-out-of-range
// literal range is -1 MiB..1 MiB-4
ldr x0, #1048576
