// mattr: +sme2p1
// instructions llvm-mc 19 takes only with: sme2p1
movaz	{ z16.d, z17.d }, za.d[w9, 5, vgx2]
movaz	{ z0.d - z3.d }, za.d[w8, 7, vgx4]
zero	za.d[w11, 10:11]
zero	za.d[w8, 12:15]
zero	za.d[w9, 0:1, vgx2]
zero	za.d[w10, 4:7, vgx2]
zero	za.d[w8, 5, vgx2]
zero	za.d[w8, 4:5, vgx4]
zero	za.d[w9, 4:7, vgx4]
zero	za.d[w10, 1, vgx4]
