// mattr: +crc
// instructions llvm-mc 19 takes only with: crc
crc32b	w20, w17, w30
crc32cb	w8, w18, w23
crc32ch	w11, w19, w10
crc32cw	w0, w16, wzr
crc32cx	w17, w23, x5
crc32h	w12, w29, w17
crc32w	w16, w7, w18
crc32x	w18, w1, x17
