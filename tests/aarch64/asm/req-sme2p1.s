// mattr: +sme2p1
// instructions llvm-mc 19 takes only with: sme2p1
movaz	{ z22.d, z23.d }, za.d[w10, 7, vgx2]
movaz	{ z4.d - z7.d }, za.d[w8, 0, vgx4]
zero	za.d[w8, 10:11]
zero	za.d[w11, 0:3]
zero	za.d[w11, 4:5, vgx2]
zero	za.d[w11, 4:7, vgx2]
zero	za.d[w10, 1, vgx2]
zero	za.d[w11, 4:5, vgx4]
zero	za.d[w10, 0:3, vgx4]
zero	za.d[w10, 7, vgx4]
