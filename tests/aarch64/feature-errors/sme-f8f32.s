// without sme-f8f32: each line is rejected
fmopa	za0.s, p2/m, p3/m, z29.b, z30.b
