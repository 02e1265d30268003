# Unconditional branches (I form): the target is a byte displacement (multiple of 4,
# -0x2000000..0x1fffffc) printed as .+N / .-N; `a` forms take an absolute address printed in hex.
# A negative displacement must not start with `-` right after the mnemonic (`b -4` parses as
# mnemonic `b-`), so it is written as (-4).
b 0
b 4
b 8
b 1024
b 33554428
b (-4)
b (-8)
b (-33554432)
b 0-4
bl 0
bl 16
bl 33554428
bl (-16)
bl (-33554432)
ba 0
ba 4
ba 0x100
ba 0x1fffffc
ba 256
ba (-4)
ba (-0x2000000)
bla 0
bla 0x100
bla 0x1fffffc
bla (-8)
# Branch to LR / CTR
blr
blrl
bctr
bctrl
# B-form conditional branch with explicit BO, BI: bc/bca/bcl/bcla BO, BI, target
bc 12, 2, 8
bc 4, 2, 8
bc 12, 0, (-8)
bc 4, 31, 32764
bc 16, 0, 8
bc 16, 0, (-8)
bc 18, 0, 12
bc 20, 0, 4
bc 20, 31, 0
bc 0, 5, 16
bc 2, 5, 16
bc 8, 5, 16
bc 10, 5, 16
bc 6, 5, 16
bc 7, 5, 16
bc 14, 5, 16
bc 15, 5, 16
bc 12, 2, (-32768)
bca 12, 2, 0x20
bca 4, 6, 0x7ffc
bca 16, 0, 0x40
bca 20, 0, 0
bca 12, 2, (-0x8000)
bcl 12, 2, 8
bcl 20, 31, 4
bcl 16, 0, 8
bcla 12, 2, 0x40
bcla 20, 0, 0x100
# bclr/bcctr BO, BI [, BH]
bclr 12, 2
bclr 4, 2
bclr 20, 0
bclr 16, 0
bclr 20, 0, 0
bclr 20, 0, 1
bclr 20, 0, 3
bclr 12, 31
bcctr 12, 2
bcctr 4, 6
bcctr 20, 0
bcctr 20, 0, 3
bclrl 12, 2
bclrl 20, 0
bcctrl 12, 2
bcctrl 20, 0
