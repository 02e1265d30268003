// mattr: +complxnum
fcadd.2d v30, v2, v6, #90
fcadd.2s v3, v16, v30, #270
fcadd.4s v28, v27, v2, #90
fcmla.2d v13, v22, v17, #270
fcmla.2s v21, v11, v13, #270
fcmla.4s v27, v13, v25, #0
fcmla.4s v28, v31, v7[1], #0
