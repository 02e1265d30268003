# Special-purpose register moves. mtspr SPR, rS / mfspr rD, SPR with SPR 0..1023
# (encoded with its two 5-bit halves swapped). XER = 1, LR = 8, CTR = 9.
mtlr 0
mtlr 3
mtlr 31
mflr 0
mflr 3
mflr 31
mtctr 0
mtctr 12
mtctr 31
mfctr 3
mfctr 31
mtxer 5
mtxer 0
mfxer 5
mfxer 31
mtspr 1, 3
mtspr 8, 3
mtspr 9, 3
mtspr 8, 31
mtspr 9, 0
mtspr 1, 0
mfspr 3, 1
mfspr 3, 8
mfspr 3, 9
mfspr 0, 8
mfspr 31, 9
mtspr 256, 3
mfspr 3, 256
mtspr 0, 3
mfspr 3, 0
mtspr 3, 3
mfspr 3, 3
mtspr 1023, 3
mfspr 3, 1023
mtspr 512, 31
mfspr 31, 512
mtspr 272, 3
mfspr 3, 273
mfspr 3, 268
mfspr 3, 269
mfspr 3, 287
mfspr 3, 13
mtspr 17, 3
mtspr 29, 3
mtvrsave 3
mfvrsave 3
mtudscr 3
mfudscr 3
mtdscr 3
mfdscr 3
mtamr 3
mfamr 3
mfpvr 3
mtsprg 0, 3
mtsprg 3, 3
mtsprg0 3
mfsprg 3, 1
mfsprg2 3
mftb 3
mftbu 3
mftb 3, 268
mftb 3, 269
# Condition register moves: mtcrf FXM, rS (FXM 0..255), mtcr = mtcrf 255, mtocrf (one field)
mfcr 3
mfcr 0
mfcr 31
mtcrf 255, 3
mtcrf 254, 3
mtcrf 128, 3
mtcrf 1, 3
mtcrf 0, 3
mtcrf 0x80, 31
mtcrf 0x0f, 0
mtcr 3
mtcr 31
mtocrf 1, 3
mtocrf 128, 3
mtocrf 16, 31
mfocrf 3, 128
mfocrf 3, 1
mfocrf 31, 8
# Memory barriers and misc
sync
lwsync
ptesync
isync
eieio
sc
