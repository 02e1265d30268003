// without sme2p1 sme-lutv2: each line is rejected
luti4	{ z2.b, z6.b, z10.b, z14.b }, zt0, { z10, z11 }
