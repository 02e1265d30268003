// expect: immediate-out-of-range
// adrp reaches -4 GiB..4 GiB-4096
adrp x0, #4294967296
