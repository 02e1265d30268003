// mattr: +crc
// instructions llvm-mc 19 takes only with: crc
crc32b	w0, w16, w7
crc32cb	w3, w2, w17
crc32ch	w15, w30, w3
crc32cw	w20, w26, w28
crc32cx	w1, w12, x11
crc32h	w7, wzr, w5
crc32w	w5, w20, w17
crc32x	w3, w3, x2
