// mattr: +crc
// instructions llvm-mc 19 takes only with: crc
crc32b	w15, w28, w24
crc32cb	w15, w6, w10
crc32ch	wzr, w16, w21
crc32cw	w23, w8, w6
crc32cx	w26, w6, x4
crc32h	w16, w10, w24
crc32w	w29, w30, w14
crc32x	w16, w12, x5
