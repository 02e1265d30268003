// mattr: +sme-f8f32
// instructions llvm-mc 19 takes only with: sme-f8f32
fdot	za.s[w10, 6, vgx2], { z18.b, z19.b }, { z10.b, z11.b }
fdot	za.s[w10, 3, vgx2], { z17.b, z18.b }, z8.b
fdot	za.s[w8, 1, vgx2], { z10.b, z11.b }, z14.b[3]
fdot	za.s[w9, 5, vgx4], { z0.b - z3.b }, { z4.b - z7.b }
fdot	za.s[w11, 5, vgx4], { z1.b - z4.b }, z4.b
fdot	za.s[w10, 0, vgx4], { z8.b - z11.b }, z6.b[0]
fmlall	za.s[w11, 4:7], z20.b, z1.b
fmlall	za.s[w9, 8:11], z26.b, z0.b[13]
fmlall	za.s[w9, 0:3, vgx2], { z22.b, z23.b }, { z14.b, z15.b }
fmlall	za.s[w10, 0:3,  vgx2], { z21.b, z22.b }, z10.b
fmlall	za.s[w9, 4:7, vgx2], { z18.b, z19.b }, z4.b[9]
fmlall	za.s[w11, 4:7, vgx4], { z12.b - z15.b }, { z20.b - z23.b }
fmlall	za.s[w11, 0:3,  vgx4], { z12.b - z15.b }, z0.b
fmlall	za.s[w11, 4:7, vgx4], { z8.b - z11.b }, z11.b[15]
fmopa	za1.s, p0/m, p5/m, z31.b, z24.b
fvdotb	za.s[w8, 1, vgx4], { z22.b, z23.b }, z3.b[2]
fvdott	za.s[w9, 7, vgx4], { z12.b, z13.b }, z1.b[1]
