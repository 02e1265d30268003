// mattr: +crc
// instructions llvm-mc 19 takes only with: crc
crc32b	w14, w5, w28
crc32cb	w19, w15, w14
crc32ch	w21, w8, w11
crc32cw	w27, w18, w8
crc32cx	w16, w22, x20
crc32h	w19, w18, w7
crc32w	w29, w7, w10
crc32x	w8, w27, x8
