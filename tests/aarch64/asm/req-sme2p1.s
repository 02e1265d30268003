// mattr: +sme2p1
// instructions llvm-mc 19 takes only with: sme2p1
movaz	{ z14.d, z15.d }, za.d[w9, 4, vgx2]
movaz	{ z24.d - z27.d }, za.d[w8, 5, vgx4]
zero	za.d[w8, 14:15]
zero	za.d[w10, 12:15]
zero	za.d[w8, 6:7, vgx2]
zero	za.d[w10, 4:7, vgx2]
zero	za.d[w9, 4, vgx2]
zero	za.d[w10, 4:5, vgx4]
zero	za.d[w9, 4:7, vgx4]
zero	za.d[w9, 1, vgx4]
