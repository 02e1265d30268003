// Bitfield: sf|opc|100110|N|immr|imms|Rn|Rd; opc = 00 sbfm, 01 bfm, 10 ubfm; N = sf.
// ubfm/sbfm/bfm always print as one of their aliases; raw spellings are in aliases.s.
ubfx x0, x1, #0, #1
ubfx x0, x1, #0, #63
ubfx x0, x1, #4, #8
ubfx x0, x1, #62, #1
ubfx w0, w1, #0, #1
ubfx w0, w1, #0, #31
ubfx w0, w1, #5, #10
ubfx w0, w1, #30, #1
sbfx x0, x1, #0, #1
sbfx x0, x1, #0, #63
sbfx x0, x1, #16, #16
sbfx w0, w1, #0, #1
sbfx w0, w1, #3, #7
bfxil x0, x1, #0, #1
bfxil x0, x1, #0, #64
bfxil x0, x1, #63, #1
bfxil x0, x1, #8, #8
bfxil w0, w1, #0, #32
bfxil w0, w1, #31, #1
bfxil w0, w1, #4, #12
bfi x0, x1, #1, #1
bfi x0, x1, #1, #63
bfi x0, x1, #63, #1
bfi x0, x1, #32, #16
bfi w0, w1, #1, #31
bfi w0, w1, #31, #1
bfi w0, w1, #8, #4
ubfiz x0, x1, #1, #1
ubfiz x0, x1, #1, #62
ubfiz x0, x1, #12, #20
ubfiz w0, w1, #1, #30
ubfiz w0, w1, #2, #8
sbfiz x0, x1, #1, #1
sbfiz x0, x1, #1, #63
sbfiz x0, x1, #63, #1
sbfiz x0, x1, #3, #29
sbfiz w0, w1, #1, #31
sbfiz w0, w1, #31, #1
sbfiz w0, w1, #4, #4
// Extensions.
uxtb w0, w1
uxtb w30, w29
uxth w0, w1
uxth w28, w27
sxtb x0, w1
sxtb w0, w1
sxth x0, w1
sxth w0, w1
sxtw x0, w1
sxtw x26, w25
// Extract: sf|00|100111|N|0|Rm|imms|Rn|Rd.
extr x0, x1, x2, #0
extr x0, x1, x2, #1
extr x0, x1, x2, #63
extr x30, x29, x28, #32
extr w0, w1, w2, #0
extr w0, w1, w2, #1
extr w0, w1, w2, #31
extr w27, w26, w25, #16
