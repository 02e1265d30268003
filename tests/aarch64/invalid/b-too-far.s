// expect: immediate-out-of-range
// b reaches -128 MiB..128 MiB-4
b #134217728
