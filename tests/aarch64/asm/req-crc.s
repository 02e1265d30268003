// mattr: +crc
// instructions llvm-mc 19 takes only with: crc
crc32b	w7, w29, w7
crc32cb	w10, w8, w27
crc32ch	w8, w1, w9
crc32cw	w25, w5, w19
crc32cx	wzr, w26, x13
crc32h	w6, w19, w20
crc32w	w2, w3, w16
crc32x	w1, w28, x22
