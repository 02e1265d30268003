// without b16b16 sme2: each line is rejected
bfmopa	za0.h, p5/m, p3/m, z12.h, z18.h
bfmops	za0.h, p7/m, p2/m, z8.h, z0.h
