// PC-relative addressing: op|immlo|10000|immhi|Rd. adr = byte offset, +/-1 MiB.
adr x0, #0
adr x0, #1
adr x0, #4
adr x0, #-1
adr x0, #1048575
adr x0, #-1048576
adr x30, #12
adr xzr, #8
// adrp: multiple of 4096, +/-4 GiB.
adrp x0, #0
adrp x0, #4096
adrp x0, #-4096
adrp x0, #4294963200
adrp x0, #-4294967296
adrp x30, #65536
adrp x17, #-8192
// Load literal and prefetch literal.
ldr x1, #1048572
ldr w2, #-1048576
ldr s3, #1048572
ldr d4, #12
ldr q5, #0
ldrsw x6, #-1048576
prfm pldl1keep, #8
prfm pstl2strm, #-4
