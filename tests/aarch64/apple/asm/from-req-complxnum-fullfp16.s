// mattr: +complxnum,+fullfp16
fcadd.4h v28, v6, v22, #270
fcadd.8h v12, v21, v6, #90
fcmla.4h v23, v7, v14, #270
fcmla.4h v30, v6, v20[1], #270
fcmla.8h v10, v6, v29, #90
fcmla.8h v1, v0, v27[1], #180
